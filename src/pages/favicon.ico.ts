import type { APIRoute } from 'astro';
import favicon from '../assets/favicon.svg?raw';
import { renderFaviconIco } from '../server/content/index';

/** /favicon.ico from src/assets/favicon.svg (see src/server/content/favicon.ts). */
export const GET: APIRoute = () => new Response(new Uint8Array(renderFaviconIco(favicon)), { headers: { 'Content-Type': 'image/x-icon' } });
