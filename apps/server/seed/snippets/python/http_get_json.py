import json
import urllib.error
import urllib.request


def get_json(url: str, timeout: float = 5.0) -> dict:
    """GETs url and decodes its JSON body; an HTTP error status raises with the status and reason."""
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        raise RuntimeError(f"GET {url} failed: {error.code} {error.reason}") from error


def post_json(url: str, payload: dict, timeout: float = 5.0) -> dict:
    """POSTs payload as JSON and decodes the JSON answer."""
    body = json.dumps(payload).encode("utf-8")
    request = urllib.request.Request(
        url, data=body, method="POST", headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.load(response)


if __name__ == "__main__":
    # A local server stands in for a real API, so the example runs offline.
    import threading
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Echo(BaseHTTPRequestHandler):
        def _send(self, status: int, value: dict) -> None:
            data = json.dumps(value).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            self._send(200 if self.path == "/user" else 404, {"name": "Ada"})

        def do_POST(self):
            length = int(self.headers["Content-Length"])
            self._send(201, {"received": json.loads(self.rfile.read(length))})

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Echo)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    assert get_json(base + "/user") == {"name": "Ada"}
    assert post_json(base + "/users", {"x": 1}) == {"received": {"x": 1}}
    try:
        get_json(base + "/missing")
    except RuntimeError as error:
        assert "404" in str(error)
    server.shutdown()
    print("http ok")
