package io.formatbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.results.Estimate;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatisticsTest {

    @Test
    void medianOfOddAndEvenCounts() {
        assertEquals(3.0, Statistics.median(List.of(5.0, 1.0, 3.0)));
        assertEquals(2.5, Statistics.median(List.of(4.0, 1.0, 3.0, 2.0)));
        assertTrue(Double.isNaN(Statistics.median(List.of())));
    }

    @Test
    void confidenceIntervalUsesStudentsTWithNMinusOneDegreesOfFreedom() {
        // mean 3, sample standard deviation sqrt(2.5), n = 5; t(0.9995, 4) = 8.6103
        double halfWidth = Statistics.confidenceHalfWidth(List.of(1.0, 2.0, 3.0, 4.0, 5.0));
        assertEquals(8.6103 * Math.sqrt(2.5) / Math.sqrt(5), halfWidth, 1e-3);
    }

    @Test
    void noIntervalFromASingleValue() {
        assertTrue(Double.isNaN(Statistics.confidenceHalfWidth(List.of(7.0))));
    }

    @Test
    void identicalValuesHaveNoSpread() {
        assertEquals(0.0, Statistics.confidenceHalfWidth(List.of(2.0, 2.0, 2.0)));
    }

    @Test
    void aFigureOverForksIsTheMeanOfTheForksWithTheirInterval() {
        Estimate estimate = Statistics.overForks(List.of(100.0, 104.0, 98.0, 102.0, 96.0));
        assertEquals(100.0, estimate.mean(), 1e-9);
        assertEquals(5, estimate.forks());
        // sample standard deviation sqrt(10), t(0.9995, 4) = 8.6103
        assertEquals(8.6103 * Math.sqrt(10) / Math.sqrt(5), estimate.ci999(), 1e-3);
        assertTrue(estimate.hasInterval());
        assertTrue(!Statistics.overForks(List.of(100.0)).hasInterval(), "one fork: no interval");
        assertTrue(!Statistics.overForks(List.of()).isPresent());
    }

    @Test
    void theCoefficientOfVariationIsTheSpreadOverTheMean() {
        // mean 100, sample standard deviation sqrt(10)
        assertEquals(Math.sqrt(10) / 100, Statistics.coefficientOfVariation(List.of(100.0, 104.0, 98.0, 102.0, 96.0)),
                1e-12);
        assertEquals(0.0, Statistics.coefficientOfVariation(List.of(5.0, 5.0, 5.0)));
        assertTrue(Double.isNaN(Statistics.coefficientOfVariation(List.of(5.0))), "one value: no variation");
    }
}
