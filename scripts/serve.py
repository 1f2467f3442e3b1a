"""A plain static file server for www/, with the right MIME types for ES modules and wasm.

Usage: python3 scripts/serve.py [--port N] [--root DIR]. Binds to 127.0.0.1 only.
"""
import argparse
import functools
import http.server
import os
import sys

TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    csp = None
    cors = False

    def end_headers(self):
        # A developer reloading after a rebuild must get the new module, not a cached one.
        self.send_header("Cache-Control", "no-cache")
        if self.csp:
            self.send_header("Content-Security-Policy", self.csp)
        if self.cors:
            # As a CDN answers: any page may load these files as modules and fetch them.
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format, *args):
        if os.environ.get("SERVE_QUIET") != "1":
            super().log_message(format, *args)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", "www"))
    parser.add_argument("--csp", help="send this Content-Security-Policy header (for tests)")
    parser.add_argument("--cors", action="store_true", help="let pages of any origin load the files, as a CDN does (for tests)")
    args = parser.parse_args()
    Handler.csp = args.csp
    Handler.cors = args.cors
    handler = functools.partial(Handler, directory=os.path.abspath(args.root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    print(f"serving {os.path.abspath(args.root)} at http://localhost:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
