using System;
using System.Net.Http;
using System.Net.Http.Json;
using System.Threading;
using System.Threading.Tasks;

public sealed record Repository(string Name, int StargazersCount);

/// <summary>
/// Reads JSON from an HTTP API with one shared HttpClient (creating one per request exhausts
/// sockets), a time limit, and a clear exception for error statuses.
/// </summary>
public sealed class GitHubClient
{
    private static readonly HttpClient Http = new()
    {
        BaseAddress = new Uri("https://api.github.com/"),
        Timeout = TimeSpan.FromSeconds(10),
        DefaultRequestHeaders = { { "User-Agent", "snippet-demo" }, { "Accept", "application/vnd.github+json" } },
    };

    public async Task<Repository?> GetRepositoryAsync(string owner, string name, CancellationToken cancellationToken = default)
    {
        using var response = await Http.GetAsync($"repos/{owner}/{name}", cancellationToken);
        response.EnsureSuccessStatusCode();
        return await response.Content.ReadFromJsonAsync<Repository>(cancellationToken: cancellationToken);
    }
}
