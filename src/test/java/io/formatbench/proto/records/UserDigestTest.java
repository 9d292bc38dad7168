package io.formatbench.proto.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.formatbench.model.ContentDigest;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class UserDigestTest {

    private static final User USER = new User(1, "Zoë Ødegaard", "zoe@example.com", 33, true);

    @Test
    void everyFieldCountsInTheContentHash() {
        List<User> variants = List.of(USER,
                new User(2, USER.name(), USER.email(), USER.age(), USER.active()),
                new User(USER.id(), "Zoe Ødegaard", USER.email(), USER.age(), USER.active()),
                new User(USER.id(), USER.name(), "zoe@example.org", USER.age(), USER.active()),
                new User(USER.id(), USER.name(), USER.email(), 34, USER.active()),
                new User(USER.id(), USER.name(), USER.email(), USER.age(), false),
                // The same characters split differently between the two strings.
                new User(USER.id(), USER.name() + "z", "oe@example.com", USER.age(), USER.active()));

        Set<Long> hashes = variants.stream().map(UserDigest::hash).collect(Collectors.toSet());

        assertEquals(variants.size(), hashes.size());
        assertEquals(UserDigest.hash(USER), UserDigest.hash(new User(1, "Zoë Ødegaard", "zoe@example.com", 33, true)));
    }

    @Test
    void theDigestDependsOnOrderAndCount() {
        User other = new User(2, "Ann", "ann@example.com", 20, false);

        assertNotEquals(digest(USER, other), digest(other, USER));
        assertNotEquals(digest(USER), digest(USER, USER));
        assertEquals(digest(USER, other), digest(USER, other));
        assertEquals(2, digestOf(USER, other).records());
    }

    private static long digest(User... users) {
        return digestOf(users).value();
    }

    private static ContentDigest digestOf(User... users) {
        ContentDigest digest = new ContentDigest();
        for (User user : users) {
            digest.addRecord(UserDigest.hash(user));
        }
        return digest;
    }
}
