using System;
using System.Collections.Generic;
using System.Linq;

public sealed record Measurement(string Sensor, double Value);

public static class Statistics
{
    /// <summary>Per-group count, mean, minimum, maximum and population standard deviation with LINQ.</summary>
    public static IEnumerable<(string Group, int Count, double Mean, double Min, double Max, double StdDev)> Describe(
        IEnumerable<Measurement> measurements) =>
        measurements
            .GroupBy(m => m.Sensor)
            .OrderBy(g => g.Key)
            .Select(g =>
            {
                var values = g.Select(m => m.Value).ToArray();
                double mean = values.Average();
                double variance = values.Sum(v => (v - mean) * (v - mean)) / values.Length;
                return (g.Key, values.Length, mean, values.Min(), values.Max(), Math.Sqrt(variance));
            });
}

// Usage:
// foreach (var row in Statistics.Describe(readings))
//     Console.WriteLine($"{row.Group}: n={row.Count} mean={row.Mean:F2} sd={row.StdDev:F2}");
