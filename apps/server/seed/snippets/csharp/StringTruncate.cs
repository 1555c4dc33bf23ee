using System;
using System.Globalization;

public static class StringExtensions
{
    /// <summary>
    /// Shortens text to at most maxLength characters, ending with an ellipsis when cut.
    /// Counts text elements, so an emoji or accented letter is never split in half.
    /// </summary>
    public static string Truncate(this string text, int maxLength, string ellipsis = "…")
    {
        if (maxLength < ellipsis.Length) throw new ArgumentOutOfRangeException(nameof(maxLength));
        var info = new StringInfo(text);
        if (info.LengthInTextElements <= maxLength) return text;
        return info.SubstringByTextElements(0, maxLength - ellipsis.Length) + ellipsis;
    }
}

// Usage: "Hammurabi's code of laws".Truncate(12) → "Hammurabi's…"
