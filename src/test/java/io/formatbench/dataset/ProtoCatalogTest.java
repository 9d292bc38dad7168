package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Message;
import io.formatbench.codec.SchemaName;
import io.formatbench.kinds.EveryKind;
import io.formatbench.kinds.legacy.LegacyOrder;
import io.formatbench.kinds.parts.PartsOuterClass;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProtoCatalogTest {

    private final ProtoCatalog catalog = ProtoCatalog.built();

    @Test
    void everyMessageOfProtoIsListedAndItsGeneratedClassFound() {
        assertTrue(catalog.names().size() >= 15, catalog.names().toString());
        for (SchemaName name : catalog.names()) {
            Message instance = catalog.defaultInstance(name).orElseThrow();
            assertEquals(name.toString(), instance.getDescriptorForType().getFullName());
        }
    }

    @Test
    void findsClassesOfEachJavaNamingRule() {
        // java_multiple_files: a top-level class of the message's own name.
        assertEquals(EveryKind.class, classOf("formatbench.kinds.EveryKind"));
        // A nested message: nested in its message's class.
        assertEquals(EveryKind.Address.class, classOf("formatbench.kinds.EveryKind.Address"));
        // No java_multiple_files, and a message named as the file: nested in PartsOuterClass.
        assertEquals(PartsOuterClass.Money.class, classOf("formatbench.kinds.parts.Money"));
        // proto2, no java_outer_classname.
        assertEquals(LegacyOrder.Line.class, classOf("formatbench.kinds.legacy.LegacyOrder.Line"));
        // The built-in schemas' messages are schemas by their full names too.
        assertEquals(io.formatbench.proto.User.class, classOf("formatbench.user.User"));
    }

    @Test
    void mapEntriesAreNotMessagesOfTheirOwn() {
        assertFalse(catalog.names().contains(SchemaName.of("formatbench.kinds.EveryKind.LabelsEntry")));
    }

    @Test
    void aNameProtoLacksIsEmpty() {
        assertEquals(Optional.empty(), catalog.defaultInstance(SchemaName.of("acme.orders.v1.Order")));
    }

    @Test
    void theListMessageIsTheOneWhoseOnlyFieldRepeatsTheRecord() {
        assertEquals(Optional.of(SchemaName.of("formatbench.kinds.EveryKindList")),
                catalog.listMessageOf(SchemaName.of("formatbench.kinds.EveryKind")));
        assertEquals(Optional.of(SchemaName.of("formatbench.user.UserList")),
                catalog.listMessageOf(SchemaName.of("formatbench.user.User")));
        // Tree's children are repeated Trees, but Tree has other fields: not a list message.
        assertEquals(Optional.empty(), catalog.listMessageOf(SchemaName.of("formatbench.kinds.Tree")));
    }

    private Class<?> classOf(String name) {
        return catalog.defaultInstance(SchemaName.of(name)).orElseThrow().getClass();
    }
}
