// msgpackread decodes a stream of MessagePack items with vmihailenco/msgpack, a MessagePack library
// independent of msgpack-java, and writes each item as one line of JSON: formatbench's test of its
// MessagePack files (MsgpackReadableByOthersTest). Binaries become base64 text, as proto3's JSON
// mapping has them.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/vmihailenco/msgpack/v5"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: msgpackread FILE.msgpack")
		os.Exit(2)
	}
	in, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer in.Close()
	decoder := msgpack.NewDecoder(bufio.NewReader(in))
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for items := 0; ; items++ {
		item, err := decoder.DecodeInterface()
		if err != nil {
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
