package io.formatbench.dataset;

import io.formatbench.proto.records.Event;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;

/**
 * Realistic ad-impression events: an event type and the fields it fills (a bid has no impression id,
 * a click no price), ISO-8601 event times a few tens of milliseconds apart from 2025-03-01 on
 * (record {@code n} near {@code n·40 ms}, so a shard's times continue from the shard before it),
 * devices whose user agent, OS version and screen belong together, IPv4 and IPv6 addresses,
 * countries with their mobile country codes, skewed accounts and prices, mostly empty error
 * messages in several languages (a few long ones, with newlines and quotes), bundle names with
 * non-ASCII letters. About one value in a hundred of each number is a corner: uint32 0 and
 * 4294967295, int64 min and max, Double.MIN_VALUE, MAX_VALUE and -0.0 (never NaN or Infinity, which
 * JSON cannot hold). SplittableRandom's algorithm is specified by the JDK and only StrictMath is
 * used, so a seed gives the same records on any JVM.
 */
public final class EventGenerator implements RecordGenerator<Event> {

    private static final long UINT32_MAX = 0xFFFF_FFFFL;
    private static final long START_MILLIS = Instant.parse("2025-03-01T00:00:00Z").toEpochMilli();
    private static final long MILLIS_PER_RECORD = 40;
    private static final DateTimeFormatter EVENT_TIME =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    /** One in CORNER_ODDS values of each number is a corner value. */
    private static final int CORNER_ODDS = 100;

    private static final String[] EVENTS = {"impression", "bid", "win", "loss", "click", "view", "error"};
    private static final int[] EVENT_WEIGHTS = {50, 22, 10, 7, 5, 4, 2};

    private static final String[] CONTEXTS = {"app", "web", "ctv", "dooh"};
    private static final int[] CONTEXT_WEIGHTS = {60, 30, 7, 3};

    private static final String[] COUNTRIES = {
        "US", "DE", "GB", "FR", "JP", "BR", "IN", "CA", "ES", "IT", "NL", "SE", "PL", "TR", "KR", "MX", "AU", "ZA",
        "NG", "",
    };
    private static final int[] COUNTRY_WEIGHTS = {30, 9, 8, 6, 6, 5, 5, 4, 4, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 3};
    /** The mobile country code of each country above; 0 where none is known. */
    private static final int[] MCCS = {
        310, 262, 234, 208, 440, 724, 404, 302, 214, 222, 204, 240, 260, 286, 450, 334, 505, 655, 621, 0,
    };

    private static final String[] CREATIVE_TYPES = {"banner", "video", "native", "audio", "rewarded_video",
            "interstitial"};
    private static final int[] CREATIVE_WEIGHTS = {40, 25, 18, 5, 7, 5};

    private static final String[] LANGS = {
        "en", "en-US", "en-GB", "de", "de-DE", "fr-FR", "ja", "pt-BR", "es", "es-419", "zh-Hans-CN", "ko", "ru", "tr",
        "",
    };
    private static final int[] LANG_WEIGHTS = {20, 20, 6, 6, 4, 6, 6, 5, 5, 3, 4, 3, 3, 2, 7};

    private static final String[] VERSIONS = {"4.2.0", "4.1.3", "3.9.12", "5.0.0-rc.1", "4.2.0+build.7", "2.14.0"};
    private static final int[] VERSION_WEIGHTS = {40, 25, 15, 5, 5, 10};

    /** Apps by context: reverse-DNS names (some with non-ASCII labels), store ids, sites. */
    private static final String[] APP_BUNDLES = {
        "com.king.candycrushsaga", "com.spotify.music", "com.zhiliaoapp.musically", "com.duolingo", "id284882215",
        "id1482920575", "com.nianticlabs.pokemongo", "de.bücherwelt.reader", "jp.co.ニュース.app", "ru.новости.лента",
        "com.café.lieferung", "cn.天气.forecast", "kr.게임.puzzle", "com.weather.Weather", "tr.çiçek.sepeti",
    };
    private static final int[] APP_WEIGHTS = {14, 12, 12, 8, 8, 5, 6, 4, 4, 4, 3, 3, 3, 8, 2};
    private static final String[] SITES = {
        "www.example.com", "news.example.org", "www.spiegel.de", "www.lemonde.fr", "www.asahi.com", "müller-reisen.de",
        "例え.テスト", "www.elpaís.example", "blog.example.net",
    };
    private static final String[] CTV_BUNDLES = {"com.roku.pluto", "com.samsung.tvplus", "tv.twitch.android.app", ""};
    private static final String[] DOOH_BUNDLES = {"screen-berlin-hbf-17", "billboard-shibuya-03", "mall-são-paulo-12"};

    /** Devices by context: a user agent with its OS version and screen (width, height). */
    private record Device(String userAgent, String osVersion, int width, int height) {}

    private static final Device[] APP_DEVICES = {
        new Device("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
                + " Mobile/15E148", "17.4.1", 1179, 2556),
        new Device("Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP1A.240405.002)", "14", 1080, 2400),
        new Device("Dalvik/2.1.0 (Linux; U; Android 13; SM-S918B Build/TP1A.220624.014)", "13", 1440, 3088),
        new Device("Dalvik/2.1.0 (Linux; U; Android 11; Redmi Note 8 MIUI/V12.5.2.0.RCOMIXM)", "11", 1080, 2340),
        new Device("Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
                + " Mobile/15E148",
                "16.6", 1620, 2160),
        new Device("Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
                + " Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;"
                + "FBLC/de_DE;FBOP/5;FBRV/0;IABMV/1]", "16.6", 1170, 2532),
        new Device("", "", 0, 0),
    };
    private static final int[] APP_DEVICE_WEIGHTS = {30, 20, 15, 10, 8, 12, 5};
    private static final Device[] WEB_DEVICES = {
        new Device("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0"
                + " Safari/537.36", "10.0.19045", 1920, 1080),
        new Device("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0"
                + " Safari/537.36 Edg/124.0.2478.67", "10.0.22631", 2560, 1440),
        new Device("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)"
                + " Version/17.4 Safari/605.1.15", "14.4", 1440, 900),
        new Device("Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", "", 2560, 1440),
        new Device("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)"
                + " Chrome/124.0.6367.82 Mobile Safari/537.36", "14", 412, 915),
        new Device("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
                + " Version/17.4.1 Mobile/15E148 Safari/604.1", "17.4.1", 393, 852),
    };
    private static final int[] WEB_DEVICE_WEIGHTS = {30, 15, 15, 5, 20, 15};
    private static final Device[] CTV_DEVICES = {
        new Device("Roku/DVP-12.5 (12.5.0.4174-88)", "12.5", 1920, 1080),
        new Device("Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko)"
                + " 85.0.4183.93/6.5 TV Safari/537.36", "6.5", 3840, 2160),
        new Device("Dalvik/2.1.0 (Linux; U; Android 9; AFTMM Build/PS7624.3337N)", "9", 3840, 2160),
    };
    private static final Device[] DOOH_DEVICES = {new Device("", "", 1080, 1920), new Device("", "", 3840, 1080)};

    private static final String[] ERRORS = {
        "timeout after 120 ms",
        "no fill",
        "bid below floor (0.45 USD)",
        "Zeitüberschreitung bei der Gebotsanfrage",
        "délai d’attente dépassé pour l’enchère",
        "入札リクエストがタイムアウトしました",
        "Превышено время ожидания ответа",
        "没有可用的广告",
        "creative rejected: \"malware\" flag set by scanner",
        "⚠ budget exhausted for line item",
    };
    private static final String[] LONG_ERROR_LINES = {
        "bidder \"dsp-7\" returned HTTP 502 Bad Gateway",
        "\tat io.example.Auction.collect(Auction.java:212)",
        "\tcaused by: java.net.SocketTimeoutException: Read timed out",
        "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>",
        "Antwort der Gegenstelle unvollständig; erneuter Versuch in 250 ms",
        "応答が不完全です",
    };

    private static final double[] SAMPLE_RATES = {1.0, 0.5, 0.25, 0.1, 0.01, 0.001, 1.0 / 3};
    private static final int[] SAMPLE_RATE_WEIGHTS = {55, 5, 5, 15, 10, 5, 5};

    // No -0.0: protobuf-java-util's JsonFormat parser reads "-0.0" as 0.0 (through a BigDecimal), and
    // the JSON Lines file must give protobuf's own JSON parser exactly the .pb file's messages. The
    // codecs keep -0.0 (the tests' corner records hold it).
    private static final double[] DOUBLE_CORNERS = {
        0.0, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL, 1e-300, 1e21,
    };
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final SplittableRandom random;
    private long index;

    /** Events numbered from {@code firstRecord} on: the record number sets the event time. */
    public EventGenerator(long seed, long firstRecord) {
        this.random = new SplittableRandom(seed);
        this.index = firstRecord;
    }

    @Override
    public Event next() {
        long record = index++;
        String event = pick(EVENTS, EVENT_WEIGHTS);
        boolean bidding = event.equals("bid") || event.equals("loss");
        boolean shown = !bidding && !event.equals("error");
        int context = pickIndex(CONTEXT_WEIGHTS);
        Device device = device(context);
        int country = pickIndex(COUNTRY_WEIGHTS);
        boolean priced = event.equals("bid") || event.equals("win") || event.equals("impression");

        long millis = START_MILLIS + record * MILLIS_PER_RECORD + random.nextInt(2000);
        String error = error(event);
        return new Event(
                event,
                EVENT_TIME.format(Instant.ofEpochMilli(millis)),
                account(),
                uuid(),
                random.nextInt(10) == 0 ? "" : uuid(),
                bundle(context),
                CONTEXTS[context],
                COUNTRIES[country],
                pick(CREATIVE_TYPES, CREATIVE_WEIGHTS),
                error,
                shown ? uuid() : "",
                random.nextInt(4) == 0 ? ipv6() : ipv4(),
                pick(LANGS, LANG_WEIGHTS),
                device.osVersion(),
                random.nextInt(100) < 15 ? "" : hex(random.nextLong()) + hex(random.nextLong()),
                device.userAgent(),
                pick(VERSIONS, VERSION_WEIGHTS),
                auid(),
                uint32Corner(shown ? 1 + geometric(0.6) : 0),
                uint32Corner(bidding || event.equals("error") ? 0 : 1 + random.nextLong(UINT32_MAX)),
                uint32Corner(context == 0 ? MCCS[country] : 0),
                uint32Corner(device.height()),
                uint32Corner(device.width()),
                doubleCorner(priced ? price() : 0.0),
                doubleCorner(roundTrip()),
                doubleCorner(SAMPLE_RATES[pickIndex(SAMPLE_RATE_WEIGHTS)]));
    }

    private Device device(int context) {
        return switch (context) {
            case 0 -> APP_DEVICES[pickIndex(APP_DEVICE_WEIGHTS)];
            case 1 -> WEB_DEVICES[pickIndex(WEB_DEVICE_WEIGHTS)];
            case 2 -> CTV_DEVICES[random.nextInt(CTV_DEVICES.length)];
            default -> DOOH_DEVICES[random.nextInt(DOOH_DEVICES.length)];
        };
    }

    private String bundle(int context) {
        return switch (context) {
            case 0 -> pick(APP_BUNDLES, APP_WEIGHTS);
            case 1 -> SITES[random.nextInt(SITES.length)];
            case 2 -> CTV_BUNDLES[random.nextInt(CTV_BUNDLES.length)];
            default -> DOOH_BUNDLES[random.nextInt(DOOH_BUNDLES.length)];
        };
    }

    /** A few accounts hold most events: the cube of a uniform number leans to the small ids. */
    private String account() {
        double u = random.nextDouble();
        return "acct-" + (10_000 + (long) (u * u * u * 90_000));
    }

    private String error(String event) {
        boolean failed = event.equals("error") || random.nextInt(100) < 3;
        if (!failed) {
            return "";
        }
        if (random.nextInt(20) > 0) {
            return ERRORS[random.nextInt(ERRORS.length)];
        }
        // A long one: a chain of causes over several lines, up to a few kilobytes.
        StringBuilder text = new StringBuilder();
        int lines = 5 + random.nextInt(40);
        for (int i = 0; i < lines; i++) {
            text.append(i == 0 ? "" : "\n").append(LONG_ERROR_LINES[random.nextInt(LONG_ERROR_LINES.length)]);
        }
        return text.toString();
    }

    private long auid() {
        int corner = random.nextInt(CORNER_ODDS);
        if (corner == 0) {
            return random.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        // Positive ids of every size, and about one in ten a negative one (a signed hash).
        return corner < 10 ? -1 - random.nextLong(Long.MAX_VALUE) : random.nextLong(1L << (1 + random.nextInt(62)));
    }

    private long uint32Corner(long value) {
        if (random.nextInt(CORNER_ODDS) == 0) {
            return random.nextBoolean() ? 0 : UINT32_MAX;
        }
        return value;
    }

    private double doubleCorner(double value) {
        if (random.nextInt(CORNER_ODDS) == 0) {
            return DOUBLE_CORNERS[random.nextInt(DOUBLE_CORNERS.length)];
        }
        return value;
    }

    /**
     * A CPM in USD, log-normal around 1.5: mostly to the cent, a fifth whole dollars (one at least),
     * a tenth with every digit a double has.
     */
    private double price() {
        double cpm = 1.5 * StrictMath.exp(0.9 * gaussian());
        int kind = random.nextInt(10);
        if (kind < 2) {
            return StrictMath.max(1, StrictMath.rint(cpm));
        }
        if (kind < 3) {
            return cpm;
        }
        return StrictMath.rint(cpm * 100) / 100;
    }

    /** Milliseconds, heavy-tailed; some whole, most to the microsecond. */
    private double roundTrip() {
        double millis = 20 + 60 * StrictMath.exp(0.8 * gaussian());
        return random.nextInt(4) == 0 ? StrictMath.rint(millis) : StrictMath.rint(millis * 1000) / 1000;
    }

    /** A standard normal number from twelve uniform ones: no platform-dependent math. */
    private double gaussian() {
        double sum = 0;
        for (int i = 0; i < 12; i++) {
            sum += random.nextDouble();
        }
        return sum - 6;
    }

    /** How many tries until a success of probability {@code p}, less one. */
    private long geometric(double p) {
        long n = 0;
        while (n < 1000 && random.nextDouble() >= p) {
            n++;
        }
        return n;
    }

    private String ipv4() {
        return (1 + random.nextInt(223)) + "." + random.nextInt(256) + "." + random.nextInt(256)
                + "." + (1 + random.nextInt(254));
    }

    /** A global unicast IPv6 address, with the zero run a router would use compressed to "::". */
    private String ipv6() {
        int[] groups = new int[8];
        groups[0] = 0x2000 | random.nextInt(0x1000);
        for (int i = 1; i < 8; i++) {
            groups[i] = random.nextInt(0x10000);
        }
        int zeros = random.nextInt(3) == 0 ? 0 : 2 + random.nextInt(4);
        int zeroStart = 2 + random.nextInt(7 - zeros);
        for (int i = zeroStart; i < zeroStart + zeros; i++) {
            groups[i] = 0;
        }
        StringBuilder text = new StringBuilder(39);
        for (int i = 0; i < 8; i++) {
            if (zeros > 0 && i == zeroStart) {
                text.append("::");
                i += zeros - 1;
                continue;
            }
            if (i > 0 && !(zeros > 0 && i == zeroStart + zeros)) {
                text.append(':');
            }
            text.append(Integer.toHexString(groups[i]));
        }
        return text.toString();
    }

    /** A random (version 4) UUID's text. */
    private String uuid() {
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        String hex = hex(high) + hex(low);
        return hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12, 16) + "-"
                + hex.substring(16, 20) + "-" + hex.substring(20);
    }

    private static String hex(long value) {
        char[] digits = new char[16];
        for (int i = 15; i >= 0; i--) {
            digits[i] = HEX[(int) (value & 0xF)];
            value >>>= 4;
        }
        return new String(digits);
    }

    private String pick(String[] values, int[] weights) {
        return values[pickIndex(weights)];
    }

    private int pickIndex(int[] weights) {
        int total = 0;
        for (int weight : weights) {
            total += weight;
        }
        int r = random.nextInt(total);
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return i;
            }
        }
        throw new AssertionError("weights " + java.util.Arrays.toString(weights));
    }
}
