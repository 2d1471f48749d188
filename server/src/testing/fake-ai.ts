import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider does with the next request. */
export type FakeReply =
  | { kind: 'object'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' };

export interface SeenRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

const USAGE = { input: 42, output: 17 };

/**
 * An AI provider on 127.0.0.1 that speaks the real wire protocols: Anthropic's Messages API (POST
 * /v1/messages, answering a forced `json` tool call or native structured output as the request asks) and
 * OpenAI's Chat Completions (POST /v1/chat/completions). Replies are queued by the test; with none queued it
 * answers a plain text.
 */
export class FakeAiServer {
  readonly requests: SeenRequest[] = [];
  private readonly replies: FakeReply[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | null = null;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
  }

  reply(...replies: FakeReply[]): void {
    this.replies.push(...replies);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    const path = request.url ?? '';
    this.requests.push({ path, headers: request.headers, body });
    const reply = this.replies.shift() ?? { kind: 'text', text: 'A fake answer.' };
    if (reply.kind === 'hang') {
      this.hanging.add(response);
      return;
    }
    const anthropic = path.endsWith('/messages');
    if (reply.kind === 'error') {
      const error = anthropic
        ? { type: 'error', error: { type: 'api_error', message: reply.message } }
        : { error: { message: reply.message, type: 'server_error', code: null } };
      return send(response, reply.status, error);
    }
    send(response, 200, anthropic ? anthropicMessage(body, reply) : chatCompletion(reply));
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function replyText(reply: Exclude<FakeReply, { kind: 'error' | 'hang' }>): string {
  return reply.kind === 'object' ? JSON.stringify(reply.value) : reply.text;
}

function anthropicMessage(request: Record<string, unknown>, reply: Exclude<FakeReply, { kind: 'error' | 'hang' }>) {
  const tools = (request.tools as { name: string }[] | undefined) ?? [];
  const jsonTool = tools.find((tool) => tool.name === 'json');
  const content =
    jsonTool && reply.kind === 'object'
      ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: reply.value }]
      : [{ type: 'text', text: replyText(reply) }];
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: request.model,
    content,
    stop_reason: content[0]!.type === 'tool_use' ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: USAGE.input, output_tokens: USAGE.output },
  };
}

function chatCompletion(reply: Exclude<FakeReply, { kind: 'error' | 'hang' }>) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content: replyText(reply) }, finish_reason: 'stop' }],
    usage: { prompt_tokens: USAGE.input, completion_tokens: USAGE.output, total_tokens: USAGE.input + USAGE.output },
  };
}

export const FAKE_USAGE = USAGE;
