package io.formatbench.spark;

import java.io.Serializable;
import java.util.List;

/**
 * What one task says it read: the files its rows came from (one, when each shard is a task), its
 * records, their content digest ("fbd2:...", or null where the reader yields Spark rows, not the
 * tool's records) and how long its own loop over them took.
 */
record TaskResult(List<String> files, long records, String contentDigest, long nanos) implements Serializable {}
