package io.formatbench.spark.protobuf;

import io.formatbench.shaded.com.google.protobuf.Descriptors.FieldDescriptor;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Optional;

/**
 * The accessors protoc generates for a field ({@code getName()}, {@code hasName()}, {@code getTagsList()},
 * ...) as plain interface calls, made once with {@link LambdaMetafactory}: what a converter calls per
 * record instead of {@code Message.getField(descriptor)}, which goes through protobuf's reflection table
 * and boxes every number. Empty where the class has no accessor of the expected name and type (protoc
 * renames a field that clashes with another name); the converter then reads that field generically.
 */
final class GeneratedAccessors {

    /** A getter of a long (int64, uint64, ...). */
    @FunctionalInterface
    interface LongGetter {
        long get(Object message);
    }

    /** A getter of an int (int32, uint32, an enum's number, ...). */
    @FunctionalInterface
    interface IntGetter {
        int get(Object message);
    }

    @FunctionalInterface
    interface DoubleGetter {
        double get(Object message);
    }

    @FunctionalInterface
    interface FloatGetter {
        float get(Object message);
    }

    /** A getter of a bool, or a has-method. */
    @FunctionalInterface
    interface BooleanGetter {
        boolean get(Object message);
    }

    /** A getter of an object: a String, ByteString, message, list or map. */
    @FunctionalInterface
    interface ObjectGetter {
        Object get(Object message);
    }

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private GeneratedAccessors() {}

    /** protoc's Java name of a field: {@code user_id2x} is {@code UserId2X}, as in getUserId2X(). */
    static String camelCase(FieldDescriptor field) {
        String name = field.getName();
        StringBuilder result = new StringBuilder(name.length());
        boolean capitalizeNext = true;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c >= 'a' && c <= 'z') {
                result.append(capitalizeNext ? Character.toUpperCase(c) : c);
                capitalizeNext = false;
            } else if (c >= 'A' && c <= 'Z') {
                result.append(c);
                capitalizeNext = false;
            } else if (c >= '0' && c <= '9') {
                result.append(c);
                capitalizeNext = true;
            } else {
                capitalizeNext = true;
            }
        }
        return result.toString();
    }

    /** The public no-argument method of that name returning {@code returns} (or a subtype), if the class has one. */
    static Optional<Method> method(Class<?> type, String name, Class<?> returns) {
        try {
            Method method = type.getMethod(name);
            boolean fits = returns.isPrimitive() ? method.getReturnType() == returns
                    : returns.isAssignableFrom(method.getReturnType());
            return fits && !Modifier.isStatic(method.getModifiers()) ? Optional.of(method) : Optional.empty();
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
    }

    static Optional<LongGetter> longs(Class<?> type, String name) {
        return method(type, name, long.class).map(m -> make(LongGetter.class, m, long.class));
    }

    static Optional<IntGetter> ints(Class<?> type, String name) {
        return method(type, name, int.class).map(m -> make(IntGetter.class, m, int.class));
    }

    static Optional<DoubleGetter> doubles(Class<?> type, String name) {
        return method(type, name, double.class).map(m -> make(DoubleGetter.class, m, double.class));
    }

    static Optional<FloatGetter> floats(Class<?> type, String name) {
        return method(type, name, float.class).map(m -> make(FloatGetter.class, m, float.class));
    }

    static Optional<BooleanGetter> booleans(Class<?> type, String name) {
        return method(type, name, boolean.class).map(m -> make(BooleanGetter.class, m, boolean.class));
    }

    static Optional<ObjectGetter> objects(Class<?> type, String name, Class<?> returns) {
        return method(type, name, returns).map(m -> make(ObjectGetter.class, m, Object.class));
    }

    /** The public no-argument method of that name, whatever it returns. */
    static Optional<Method> anyMethod(Class<?> type, String name) {
        try {
            Method method = type.getMethod(name);
            return Modifier.isStatic(method.getModifiers()) ? Optional.empty() : Optional.of(method);
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
    }

    /** The method as an object getter, a primitive it returns boxed (a wrapper's value: rare enough). */
    static ObjectGetter boxing(Method method) {
        return make(ObjectGetter.class, method, Object.class);
    }

    /** The method as an instance of the one-method interface, which the JIT inlines as a direct call. */
    private static <I> I make(Class<I> face, Method method, Class<?> erasedReturn) {
        try {
            MethodHandle target = LOOKUP.unreflect(method);
            MethodType erased = MethodType.methodType(erasedReturn, Object.class);
            MethodType exact = MethodType.methodType(method.getReturnType(), method.getDeclaringClass());
            if (!erasedReturn.isPrimitive()) {
                exact = exact.changeReturnType(method.getReturnType());
            }
            Object made = LambdaMetafactory.metafactory(LOOKUP, "get", MethodType.methodType(face), erased, target,
                    exact).getTarget().invoke();
            return face.cast(made);
        } catch (Throwable e) {
            throw new IllegalStateException("cannot make an accessor of " + method + ": " + e, e);
        }
    }
}
