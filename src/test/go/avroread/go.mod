module formatbench.test/avroread

go 1.21

require github.com/linkedin/goavro/v2 v2.15.0

require github.com/golang/snappy v0.0.1 // indirect
