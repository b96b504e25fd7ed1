import { screenMessage } from '../src/server/ai/safety/screen';
for (const t of process.argv.slice(2)) console.log(t, JSON.stringify(screenMessage(t)));
