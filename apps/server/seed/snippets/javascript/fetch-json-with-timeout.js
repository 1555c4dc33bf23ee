/**
 * Fetches JSON with a time limit. Rejects with a readable error when the server answers
 * with an error status, and aborts the request when it takes longer than `timeoutMs`.
 */
async function fetchJson(url, { timeoutMs = 8000, ...init } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  return response.json();
}

// Example with a data: URL, so it runs without a network.
fetchJson('data:application/json,{"name":"hammurabi","laws":5}').then((body) => {
  if (body.laws !== 5) throw new Error('unexpected body');
  console.log(body.name, 'has', body.laws, 'laws');
});
