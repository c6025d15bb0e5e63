/**
 * Razorpay's API answered on this machine, for tests: a local HTTP server plays api.razorpay.com, and while it runs
 * the process's default HTTPS agent dials that server instead of the network (any other host is refused), so the
 * real SDK, axios and Node's HTTP client all run and only the socket is local. Nothing reaches the internet.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  host: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  /** Never answer (a hung gateway). */
  hang?: boolean;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer;

const RAZORPAY_HOST = 'api.razorpay.com';

/** Plain TCP to the local server: the client writes the HTTPS request's bytes unencrypted, which is all a test needs. */
class LocalRazorpayAgent extends https.Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }

  override createConnection(options: { host?: string | null }): net.Socket {
    if (options.host !== RAZORPAY_HOST) throw new Error(`no network in tests: refused ${options.host}`);
    return net.connect(this.port, '127.0.0.1');
  }
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text ? JSON.parse(text) : undefined);
    });
  });
}

export interface FakeRazorpayApi {
  requests: RecordedRequest[];
  answerWith(handler: FakeHandler): void;
  stop(): Promise<void>;
}

export async function startFakeRazorpayApi(): Promise<FakeRazorpayApi> {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = () => ({
    status: 500,
    body: { error: { code: 'SERVER_ERROR', description: 'no handler' } },
  });
  const server = http.createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      host: request.headers.host,
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    requests.push(recorded);
    const answer = handler(recorded);
    if (answer.hang) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const previousAgent = https.globalAgent;
  https.globalAgent = new LocalRazorpayAgent(port);
  return {
    requests,
    answerWith(next) {
      handler = next;
    },
    async stop() {
      https.globalAgent = previousAgent;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
