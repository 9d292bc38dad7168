package io.formatbench.dataset;

import io.formatbench.proto.records.User;
import java.text.Normalizer;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Realistic users: names from lists that mix ASCII and non-ASCII letters, e-mail addresses derived
 * from them, ages 18-90, about 70% active, ids 1, 2, 3... (a shard's continue from the shard
 * before it). SplittableRandom's algorithm is specified by
 * the JDK, so a seed gives the same records on any JVM.
 */
public final class UserGenerator implements RecordGenerator<User> {

    private static final String[] FIRST_NAMES = {
        "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
        "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
        "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Margaret", "Anthony", "Sandra", "Mark", "Ashley",
        "José", "María", "François", "Zoë", "Søren", "Björn", "Łukasz", "Małgorzata", "Jürgen", "Ingrid",
        "Chloé", "Renée", "Mónica", "Iñaki", "Çağla", "Ömer", "Dvořák", "Ágnes", "Siobhán", "Niamh",
        "Hiroshi", "Yuki", "Wei", "Mei", "Aarav", "Priya", "Olumide", "Amara", "Ahmed", "Fatima",
    };

    private static final String[] LAST_NAMES = {
        "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
        "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
        "Müller", "Schröder", "Gómez", "Peña", "Núñez", "Ødegaard", "Åström", "Kowalczyk", "Wójcik", "Nowak",
        "Lefèvre", "Dubois", "Gauthier", "Kovačević", "Horváth", "Öztürk", "Nguyễn", "Trần", "Sørensen", "O'Brien",
        "Tanaka", "Suzuki", "Chen", "Wang", "Patel", "Sharma", "Okafor", "Mensah", "Haddad", "Kim",
    };

    private static final String[] DOMAINS = {
        "example.com", "example.org", "example.net", "mail.example.com", "example.io",
    };

    private static final String[] FIRST_NAMES_ASCII = asciiLocalParts(FIRST_NAMES);
    private static final String[] LAST_NAMES_ASCII = asciiLocalParts(LAST_NAMES);

    private final SplittableRandom random;
    private long nextId;

    /** Users numbered from {@code firstRecord + 1} on. */
    public UserGenerator(long seed, long firstRecord) {
        this.random = new SplittableRandom(seed);
        this.nextId = firstRecord + 1;
    }

    @Override
    public User next() {
        int first = random.nextInt(FIRST_NAMES.length);
        int last = random.nextInt(LAST_NAMES.length);
        String name = FIRST_NAMES[first] + " " + LAST_NAMES[last];
        String email = FIRST_NAMES_ASCII[first] + "." + LAST_NAMES_ASCII[last] + random.nextInt(100)
                + "@" + DOMAINS[random.nextInt(DOMAINS.length)];
        int age = 18 + random.nextInt(90 - 18 + 1);
        boolean active = random.nextInt(10) < 7;
        return new User(nextId++, name, email, age, active);
    }

    /** "Łukasz" becomes "lukasz", "O'Brien" "obrien": what an e-mail address would hold. */
    private static String[] asciiLocalParts(String[] names) {
        String[] ascii = new String[names.length];
        for (int i = 0; i < names.length; i++) {
            String decomposed = Normalizer.normalize(names[i], Normalizer.Form.NFD)
                    .replace("Ł", "L").replace("ł", "l").replace("Ø", "O").replace("ø", "o")
                    .replace("ı", "i").replace("đ", "d");
            ascii[i] = decomposed.replaceAll("[^A-Za-z]", "").toLowerCase(Locale.ROOT);
        }
        return ascii;
    }
}
