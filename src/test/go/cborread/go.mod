module formatbench.test/cborread

go 1.21

require github.com/fxamacker/cbor/v2 v2.9.6

require github.com/x448/float16 v0.8.4 // indirect
