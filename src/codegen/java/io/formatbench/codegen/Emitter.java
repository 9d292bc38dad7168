package io.formatbench.codegen;

import com.palantir.javapoet.TypeSpec;

/**
 * One kind of generated class for a message: its record, its mapping, its JSON or Avro binding, ...
 * Given a message, an emitter writes the class for it; the message's nested messages get theirs as
 * nested classes of it (the generator nests them, so an emitter thinks of one message at a time).
 */
interface Emitter {

    /** The class for one message, without its nested messages' classes. */
    TypeSpec.Builder emit(MessagePlan message, Plans plans);

    /** Whether the class of a nested message is static (a record or an enum is so implicitly). */
    default boolean nestedNeedsStatic() {
        return true;
    }
}
