// A bare Fastify "hello" route: the baseline the mixed workload is compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port) }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
