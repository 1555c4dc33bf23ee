import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.request import Request, urlopen

TODOS = [{"id": 1, "title": "Write tests", "done": False}]


class TodoHandler(BaseHTTPRequestHandler):
    """A tiny JSON API on the standard library: GET /todos lists, POST /todos adds."""

    def _send_json(self, status: int, body: object) -> None:
        payload = json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def do_GET(self) -> None:
        if self.path == "/todos":
            self._send_json(200, TODOS)
        else:
            self._send_json(404, {"detail": "Not found"})

    def do_POST(self) -> None:
        if self.path != "/todos":
            self._send_json(404, {"detail": "Not found"})
            return
        length = int(self.headers.get("Content-Length", "0"))
        try:
            data = json.loads(self.rfile.read(length) or b"{}")
            title = str(data["title"]).strip()
        except (ValueError, KeyError):
            self._send_json(422, {"detail": "Send JSON with a title."})
            return
        todo = {"id": len(TODOS) + 1, "title": title, "done": False}
        TODOS.append(todo)
        self._send_json(201, todo)

    def log_message(self, format: str, *args: object) -> None:
        pass  # keep the demo output quiet


if __name__ == "__main__":
    server = ThreadingHTTPServer(("127.0.0.1", 0), TodoHandler)  # port 0: any free port
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d" % server.server_port
    request = Request(base + "/todos", data=b'{"title": "Ship it"}', method="POST")
    request.add_header("Content-Type", "application/json")
    with urlopen(request) as response:
        assert response.status == 201
    with urlopen(base + "/todos") as response:
        titles = [todo["title"] for todo in json.load(response)]
    assert titles == ["Write tests", "Ship it"]
    server.shutdown()
    print("todos:", titles)
