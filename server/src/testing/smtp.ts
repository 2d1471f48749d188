import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed. It can be stopped and started again on
 * the same port (a mail server that goes away and comes back), and told to refuse a recipient for good (550).
 */
export class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;
  private readonly refused = new Set<string>();

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuse(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first message whose subject contains the text, once it has arrived. */
  messageAbout(text: string): ParsedMail | undefined {
    return this.received.find((mail) => mail.subject?.includes(text));
  }
}
