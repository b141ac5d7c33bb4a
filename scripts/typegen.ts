/** `npm run typecheck`'s first step: React Router's route types, without its false alarm. */
import { reactRouter } from './lib/react-router-cli';

reactRouter(['typegen']);
