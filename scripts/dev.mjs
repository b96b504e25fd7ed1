/** `npm run dev`: the API with reload (tsx watch) and the web app with hot reload (Vite). */
import { spawn } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const env = { ...process.env, NODE_ENV: 'development', DEV_API_PORT: apiPort };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3000}` },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
