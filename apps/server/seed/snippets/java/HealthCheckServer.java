import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * A dependency-free /healthz endpoint for container probes, using the JDK's built-in HTTP server.
 * Answers 200 with uptime as JSON; point a Kubernetes livenessProbe or Docker HEALTHCHECK at it.
 */
public final class HealthCheckServer {
    private HealthCheckServer() {}

    public static HttpServer start(int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(port), 0);
        server.createContext("/healthz", exchange -> {
            long uptimeSeconds = ManagementFactory.getRuntimeMXBean().getUptime() / 1000;
            byte[] body = ("{\"status\":\"ok\",\"uptime_seconds\":" + uptimeSeconds + "}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return server;
    }

    public static void main(String[] args) throws IOException {
        int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "8080"));
        start(port);
        System.out.println("Health check on http://localhost:" + port + "/healthz");
    }
}
