// protoread reads a length-delimited protobuf file (a varint length, then the message, repeated)
// with Go's protobuf runtime (google.golang.org/protobuf), knowing the message only from a
// descriptor set, and writes each message as one line of proto3 JSON with the .proto's field names.
// The tool's tests compare those lines with the records they generated: another language's
// protobuf runtime reads the dataset's files the same.
//
// Usage: protoread DESCRIPTOR_SET MESSAGE_FULL_NAME FILE
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"google.golang.org/protobuf/encoding/protodelim"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"
)

func main() {
	if len(os.Args) != 4 {
		fail(errors.New("usage: protoread DESCRIPTOR_SET MESSAGE_FULL_NAME FILE"))
	}
	message, err := messageType(os.Args[1], protoreflect.FullName(os.Args[2]))
	if err != nil {
		fail(err)
	}
	file, err := os.Open(os.Args[3])
	if err != nil {
		fail(err)
	}
	defer file.Close()
	in := bufio.NewReader(file)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	printer := protojson.MarshalOptions{UseProtoNames: true}
	for record := 0; ; record++ {
		m := dynamicpb.NewMessage(message)
		err := protodelim.UnmarshalFrom(in, m)
		if err == io.EOF {
			return
		}
		if err != nil {
			fail(fmt.Errorf("%s: record %d: %w", os.Args[3], record, err))
		}
		line, err := printer.Marshal(m)
		if err != nil {
			fail(fmt.Errorf("%s: record %d: %w", os.Args[3], record, err))
		}
		out.Write(line)
		out.WriteByte('\n')
	}
}

// messageType finds a message in a descriptor set that holds its file and every file it imports.
func messageType(descriptorSet string, name protoreflect.FullName) (protoreflect.MessageDescriptor, error) {
	bytes, err := os.ReadFile(descriptorSet)
	if err != nil {
		return nil, err
	}
	set := &descriptorpb.FileDescriptorSet{}
	if err := proto.Unmarshal(bytes, set); err != nil {
		return nil, fmt.Errorf("%s: %w", descriptorSet, err)
	}
	files, err := protodesc.NewFiles(set)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", descriptorSet, err)
	}
	descriptor, err := files.FindDescriptorByName(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", descriptorSet, err)
	}
	message, ok := descriptor.(protoreflect.MessageDescriptor)
	if !ok {
		return nil, fmt.Errorf("%s is not a message", name)
	}
	return message, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "protoread:", err)
	os.Exit(1)
}
