package io.formatbench.codec.jackson3;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.formatbench.codec.json.proto3.ProtoDatabind;
import io.formatbench.codec.json.proto3.ProtoDatabindTyped;
import io.formatbench.codec.json.proto3.ProtoDatabindWriters;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.JacksonAnnotationIntrospector;

/**
 * How Jackson 3 finds the proto3 JSON mapping's (de)serializers from the same generated mix-ins as Jackson 2:
 * the mix-ins name Jackson 2 classes in Jackson 2's databind annotations, which Jackson 3 does not read; this
 * introspector reads them and answers with each class's Jackson 3 port. One table, so that a mix-in naming a
 * class without a port fails when the mapper first meets it, instead of Jackson 3 writing its own JSON.
 */
final class Jackson3Ports extends JacksonAnnotationIntrospector {

    private static final long serialVersionUID = 1L;

    /** Each Jackson 2 class a generated mix-in may name (JsonMixInEmitter), and its Jackson 3 port. */
    private static final Map<Class<?>, Supplier<Object>> PORTS = Map.ofEntries(
            Map.entry(ProtoDatabind.Int64.class, Jackson3Scalars::int64),
            Map.entry(ProtoDatabind.UInt64.class, Jackson3Scalars::uint64),
            Map.entry(ProtoDatabind.UInt32.class, Jackson3Scalars::uint32),
            Map.entry(ProtoDatabind.Float64.class, Jackson3Scalars::float64),
            Map.entry(ProtoDatabind.Float32.class, Jackson3Scalars::float32),
            Map.entry(ProtoDatabind.DurationDeserializer.class, Jackson3Scalars::duration),
            Map.entry(ProtoDatabind.TimestampDeserializer.class, Jackson3Scalars::timestamp),
            Map.entry(ProtoDatabind.BytesDeserializer.class, Jackson3Scalars::bytes),
            Map.entry(ProtoDatabind.UInt64KeyDeserializer.class, Jackson3Scalars::uint64Key),
            Map.entry(ProtoDatabind.UInt32KeyDeserializer.class, Jackson3Scalars::uint32Key),
            Map.entry(ProtoDatabind.Int32KeyDeserializer.class, Jackson3Scalars::int32Key),
            Map.entry(ProtoDatabind.Int64KeyDeserializer.class, Jackson3Scalars::int64Key),
            Map.entry(ProtoDatabind.BoolKeyDeserializer.class, Jackson3Scalars::boolKey),
            Map.entry(ProtoDatabindWriters.TimestampSerializer.class, Jackson3Writers::timestamp),
            Map.entry(ProtoDatabindWriters.BytesSerializer.class, Jackson3Writers::bytes),
            Map.entry(ProtoDatabindWriters.DurationSerializer.class, Jackson3Writers::duration),
            Map.entry(ProtoDatabindWriters.Int64Serializer.class, Jackson3Writers::int64),
            Map.entry(ProtoDatabindWriters.UInt64Serializer.class, Jackson3Writers::uint64),
            Map.entry(ProtoDatabindWriters.UInt64NumberSerializer.class, Jackson3Writers::uint64Number),
            Map.entry(ProtoDatabindWriters.UInt64KeySerializer.class, Jackson3Writers.UInt64Key::new),
            Map.entry(ProtoDatabindTyped.EnumDeserializer.class, Jackson3Typed.EnumDeserializer::new),
            Map.entry(ProtoDatabindTyped.OpaqueSerializer.class, Jackson3Typed.OpaqueSerializer::new),
            Map.entry(ProtoDatabindTyped.OpaqueDeserializer.class, Jackson3Typed.OpaqueDeserializer::new));

    @Override
    public Object findSerializer(MapperConfig<?> config, Annotated a) {
        return port(a.getAnnotation(JsonSerialize.class), JsonSerialize::using, () -> super.findSerializer(config, a));
    }

    @Override
    public Object findKeySerializer(MapperConfig<?> config, Annotated a) {
        return port(a.getAnnotation(JsonSerialize.class), JsonSerialize::keyUsing,
                () -> super.findKeySerializer(config, a));
    }

    @Override
    public Object findContentSerializer(MapperConfig<?> config, Annotated a) {
        return port(a.getAnnotation(JsonSerialize.class), JsonSerialize::contentUsing,
                () -> super.findContentSerializer(config, a));
    }

    @Override
    public Object findDeserializer(MapperConfig<?> config, Annotated a) {
        return port(a.getAnnotation(JsonDeserialize.class), JsonDeserialize::using,
                () -> super.findDeserializer(config, a));
    }

    @Override
    public Object findKeyDeserializer(MapperConfig<?> config, Annotated a) {
        return port(a.getAnnotation(JsonDeserialize.class), JsonDeserialize::keyUsing,
                () -> super.findKeyDeserializer(config, a));
    }

    @Override
    public Object findContentDeserializer(MapperConfig<?> config, Annotated a) {
        return port(a.getAnnotation(JsonDeserialize.class), JsonDeserialize::contentUsing,
                () -> super.findContentDeserializer(config, a));
    }

    /**
     * The port of the class the Jackson 2 annotation names in {@code member}, if it names one (its
     * defaults are Jackson 2's marker classes, which have no port and mean "none"); else Jackson 3's own answer.
     */
    private static <A> Object port(A annotation, Function<A, Class<?>> member, Supplier<Object> own) {
        if (annotation != null) {
            Class<?> named = member.apply(annotation);
            Supplier<Object> port = PORTS.get(named);
            if (port != null) {
                return port.get();
            }
            if (named.getName().startsWith("io.formatbench.")) {
                throw new IllegalStateException(named.getName() + ", which a generated mix-in names, has no Jackson 3"
                        + " port in " + Jackson3Ports.class.getSimpleName());
            }
        }
        return own.get();
    }
}
