package io.formatbench.model;

/** An enum generated from a .proto's: each constant has the number the .proto gives it. */
public interface ProtoEnum {

    int number();
}
