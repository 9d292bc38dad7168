package io.formatbench.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every message type and enum of the .proto files of proto/, planned once: the types that get a record
 * (every message but a map's entry), and for each its {@link MessagePlan}. A message of protobuf's own
 * files (google/protobuf/...) gets no record: the plans map it to a java.time value, a wrapped scalar or
 * protobuf-java's own class ({@link FieldPlan.Kind}).
 */
final class Plans {

    private final Map<Descriptor, MessagePlan> messages = new LinkedHashMap<>();
    private final List<Descriptor> topLevel = new ArrayList<>();
    private final List<EnumDescriptor> topLevelEnums = new ArrayList<>();

    Plans(List<FileDescriptor> files) {
        Set<Descriptor> recordTypes = new LinkedHashSet<>();
        for (FileDescriptor file : files) {
            topLevel.addAll(file.getMessageTypes());
            topLevelEnums.addAll(file.getEnumTypes());
            file.getMessageTypes().forEach(type -> collect(type, recordTypes));
        }
        Map<FieldDescriptor, FieldPlan> fields = new HashMap<>();
        for (Descriptor type : recordTypes) {
            for (FieldDescriptor field : type.getFields()) {
                fields.put(field, new FieldPlan(field, recordTypes));
            }
        }
        for (Descriptor type : recordTypes) {
            messages.put(type, new MessagePlan(type, fields));
        }
        checkUniqueNames();
    }

    private static void collect(Descriptor type, Set<Descriptor> recordTypes) {
        if (type.getOptions().getMapEntry()) {
            return;
        }
        recordTypes.add(type);
        type.getNestedTypes().forEach(nested -> collect(nested, recordTypes));
    }

    /** The top-level messages of proto/, each the root of its generated files. */
    List<MessagePlan> topLevel() {
        return topLevel.stream().map(messages::get).toList();
    }

    List<EnumDescriptor> topLevelEnums() {
        return topLevelEnums;
    }

    /** Every message that has a record, top-level and nested. */
    List<MessagePlan> all() {
        return List.copyOf(messages.values());
    }

    MessagePlan of(Descriptor type) {
        MessagePlan plan = messages.get(type);
        if (plan == null) {
            throw new IllegalArgumentException(type.getFullName() + " has no record");
        }
        return plan;
    }

    List<MessagePlan> nested(MessagePlan plan) {
        return plan.nestedMessages.stream().map(this::of).toList();
    }

    /**
     * Two files of one Java package may declare the same name when protoc nests each in its file's
     * outer class; their records, which are not nested in one, would be one class.
     */
    private void checkUniqueNames() {
        Map<String, String> seen = new HashMap<>();
        for (Descriptor type : topLevel) {
            claim(seen, JavaTypes.recordClass(type).canonicalName(), type.getFile().getName() + " " + type.getFullName());
        }
        for (EnumDescriptor type : topLevelEnums) {
            claim(seen, JavaTypes.enumClass(type).canonicalName(), type.getFile().getName() + " " + type.getFullName());
        }
    }

    private static void claim(Map<String, String> seen, String className, String declaration) {
        String other = seen.putIfAbsent(className, declaration);
        if (other != null) {
            throw new IllegalArgumentException(declaration + " and " + other + " would both be the record "
                    + className + ": rename one, or give their files different java_package options");
        }
    }
}
