package org.dengji.rules;

import java.util.Objects;
import java.util.function.Function;

/**
 * The outcome of a fallible step: a value or an error value. Errors are data, not exceptions;
 * exceptions are reserved for programming bugs (for example asking an {@code Err} for its value).
 *
 * @param <T> the value type
 * @param <E> the error type
 */
public sealed interface Result<T, E> {

    /** A success. */
    record Ok<T, E>(T value) implements Result<T, E> {
        public Ok {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public E error() {
            throw new IllegalStateException("Ok has no error");
        }
    }

    /** A failure. */
    record Err<T, E>(E error) implements Result<T, E> {
        public Err {
            Objects.requireNonNull(error, "error");
        }

        @Override
        public T value() {
            throw new IllegalStateException("Err has no value: " + error);
        }
    }

    static <T, E> Result<T, E> ok(T value) {
        return new Ok<>(value);
    }

    static <T, E> Result<T, E> err(E error) {
        return new Err<>(error);
    }

    /** The value; throws {@link IllegalStateException} on an {@code Err}. */
    T value();

    /** The error; throws {@link IllegalStateException} on an {@code Ok}. */
    E error();

    default boolean isOk() {
        return this instanceof Ok;
    }

    /** Applies {@code f} to the value, keeping an error as it is. */
    default <U> Result<U, E> map(Function<? super T, ? extends U> f) {
        return isOk() ? ok(f.apply(value())) : err(error());
    }

    /** Chains a further fallible step on the value. */
    default <U> Result<U, E> flatMap(Function<? super T, Result<U, E>> f) {
        return isOk() ? f.apply(value()) : err(error());
    }
}
