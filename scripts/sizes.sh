#!/usr/bin/env bash
# The size of each format's dataset file, raw and through gzip -6 and zstd -3, for every schema: what
# the formats cost on disk and on the wire, without timing anything (sizes do not depend on the
# machine's speed). Generates each schema's dataset in every format, then prints one Markdown table.
set -euo pipefail

usage() {
    cat <<'USAGE'
Usage: scripts/sizes.sh [RECORDS] [SCHEMA...]

Generates RECORDS records (default: 1000000) of each SCHEMA (default: user message event pipeline;
any message of proto/ by its full name) in every format (generate --formats all), with the tool's
default seed, into target/sizes/SCHEMA (kept: a second run with the same settings reuses it), and
prints, per schema and format, the data file's bytes per record raw, through gzip -6 and through
zstd -3 (the command lines of each, level 6 being gzip's default and 3 zstd's), and each against
JSON Lines. The Avro file comes three times: with Avro's null block codec (the dataset's), then with
its deflate and its zstandard blocks (generate --avro-codec, into target/sizes/SCHEMA-avro-CODEC),
labelled "avro + deflate blocks": Avro's own compression inside the file, which gzip and zstd then
compress again. Needs gzip and zstd on the PATH (Debian: apt-get install zstd) and the built jar
(built here if missing).
USAGE
}

fail() {
    echo "sizes: $*" >&2
    exit 2
}

case "${1:-}" in
    -h | --help) usage; exit 0 ;;
esac
records="${1:-1000000}"
[[ "$records" =~ ^[1-9][0-9]*$ ]] || fail "RECORDS must be a whole number of records, was '$records' (see --help)"
shift || true
schemas=("$@")
[[ ${#schemas[@]} -gt 0 ]] || schemas=(user message event pipeline)
for tool in gzip zstd java; do
    command -v "$tool" >/dev/null || fail "$tool is not on the PATH (see --help)"
done

cd "$(dirname "$0")/.."
jar=target/formatbench.jar
if [[ ! -f "$jar" ]]; then
    echo "sizes: building $jar" >&2
    mvn -B -q package -DskipTests >&2
fi

echo "| Schema | Format | File | Bytes/record | gzip -6 | zstd -3 | vs JSON Lines (raw, gzip, zstd) |"
echo "|---|---|---|---:|---:|---:|---|"
for schema in "${schemas[@]}"; do
    data="target/sizes/$schema"
    java -jar "$jar" generate --schema "$schema" --records "$records" --formats all --data "$data" --reuse >&2
    for codec in deflate zstandard; do
        java -jar "$jar" generate --schema "$schema" --records "$records" --formats avro --avro-codec "$codec" \
            --data "$data-avro-$codec" --reuse >&2
    done
    json_raw="" json_gzip="" json_zstd=""
    # The manifests list the files in the formats' order, JSON Lines first; the block codecs' Avro files last.
    while IFS=$'\t' read -r format folder file; do
        raw=$(stat -c %s "$folder/$file")
        gzipped=$(gzip -6 -c "$folder/$file" | wc -c)
        zstded=$(zstd -3 -q -c "$folder/$file" | wc -c)
        if [[ "$format" == json ]]; then
            json_raw=$raw json_gzip=$gzipped json_zstd=$zstded
        fi
        awk -v s="$schema" -v f="$format" -v file="$file" -v n="$records" -v r="$raw" -v g="$gzipped" \
            -v z="$zstded" -v jr="$json_raw" -v jg="$json_gzip" -v jz="$json_zstd" 'BEGIN {
                printf "| %s | %s | %s | %.1f | %.1f | %.1f | %.2f, %.2f, %.2f |\n",
                    s, f, file, r / n, g / n, z / n, r / jr, g / jg, z / jz
            }'
    done < <(python3 -c '
import json, sys
for folder in sys.argv[1:]:
    manifest = json.load(open(folder + "/manifest.json"))
    # A manifest of the tool before format options gave the block codec a key of its own.
    blocks = manifest.get("format_options", {}).get("avro_blocks", manifest.get("avro_blocks", "null"))
    for entry in manifest["files"]:
        label = entry["format"] + (" + " + blocks + " blocks" if entry["format"] == "avro" and blocks != "null" else "")
        print(label + "\t" + folder + "\t" + entry["name"])
' "$data" "$data-avro-deflate" "$data-avro-zstandard")
done
