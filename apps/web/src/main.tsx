import './zod-config';
import { mountApp } from './app/mount-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void mountApp(container);
