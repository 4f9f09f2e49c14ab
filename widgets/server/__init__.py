"""Code that runs in the Voila server process, not in a kernel: starting Voila (``serve``),
the request guard, the preheated kernels' request, TCP_NODELAY on the kernel websocket, and
the server's log. Kernels import only ``voila_request`` and ``server_log`` from here."""
