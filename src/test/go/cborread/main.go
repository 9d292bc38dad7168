// cborread decodes a CBOR sequence (RFC 8742) with fxamacker/cbor, a CBOR library independent of
// Jackson, and writes each item as one line of JSON: formatbench's test of its CBOR files
// (CborReadableByOthersTest). Byte strings become base64 text, as proto3's JSON mapping has them.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"

	"github.com/fxamacker/cbor/v2"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: cborread FILE.cbor")
		os.Exit(2)
	}
	in, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer in.Close()
	mode, err := cbor.DecOptions{
		DefaultMapType:   reflect.TypeOf(map[string]interface{}(nil)),
		MaxArrayElements: 1 << 20,
		MaxMapPairs:      1 << 20,
	}.DecMode()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	decoder := mode.NewDecoder(bufio.NewReader(in))
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for items := 0; ; items++ {
		var item interface{}
		if err := decoder.Decode(&item); err != nil {
			if errors.Is(err, io.EOF) {
				return
			}
			out.Flush()
			fmt.Fprintf(os.Stderr, "item %d: %v\n", items, err)
			os.Exit(1)
		}
		line, err := json.Marshal(item)
		if err != nil {
			out.Flush()
			fmt.Fprintf(os.Stderr, "item %d: %v\n", items, err)
			os.Exit(1)
		}
		out.Write(line)
		out.WriteByte('\n')
	}
}
