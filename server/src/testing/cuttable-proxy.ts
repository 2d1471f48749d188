import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP hop to a server (PostgreSQL, Redis) that can be cut and restored, as a restart or network outage would. */
export class CuttableProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server!;
    this.server = null;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  async close(): Promise<void> {
    if (this.server) await this.cut();
  }
}
