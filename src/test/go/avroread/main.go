// Command avroread decodes an Avro object container file with linkedin/goavro, a reader that is not
// Apache Avro's Java library, and writes each record as one line of Avro's JSON encoding, which the
// Java test reads back with the file's schema and compares with the records the generator made.
package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/linkedin/goavro/v2"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: avroread FILE.avro")
		os.Exit(2)
	}
	file, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer file.Close()
	ocf, err := goavro.NewOCFReader(bufio.NewReader(file))
	if err != nil {
		fmt.Fprintln(os.Stderr, "header:", err)
		os.Exit(1)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	records := 0
	for ocf.Scan() {
		datum, err := ocf.Read()
		if err != nil {
			fmt.Fprintln(os.Stderr, "record", records, ":", err)
			os.Exit(1)
		}
		text, err := ocf.Codec().TextualFromNative(nil, datum)
		if err != nil {
			fmt.Fprintln(os.Stderr, "record", records, ":", err)
			os.Exit(1)
		}
		out.Write(text)
		out.WriteByte('\n')
		records++
	}
	if err := ocf.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "after record", records, ":", err)
		os.Exit(1)
	}
}
