// Draws the home page's social-sharing image (public/og-image.png, 1200×630)
// from a small HTML card with the system Chromium. Run it again after changing
// the wording: `node scripts/og-image.mjs`. The card carries no brand name, so
// it stays right whatever BRAND_NAME a deploy sets.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const output = fileURLToPath(new URL('../public/og-image.png', import.meta.url));
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: system-ui, 'Noto Sans', Arial, sans-serif;
    background: #fff7ed; color: #0f172a;
    display: flex; flex-direction: column; justify-content: center; padding: 56px 88px; }
  .tag { display: inline-block; width: fit-content; background: #c2410c; color: #fff; font-weight: 700;
    font-size: 26px; padding: 10px 22px; border-radius: 999px; }
  h1 { font-size: 66px; line-height: 1.05; font-weight: 800; margin-top: 28px; max-width: 980px; }
  p { font-size: 32px; color: #334155; margin-top: 22px; }
  .stats { display: flex; gap: 28px; margin-top: 36px; }
  .stat { background: #fff; border: 2px solid #e2e8f0; border-radius: 24px; padding: 18px 30px; }
  .stat b { display: block; font-size: 52px; color: #c2410c; }
  .stat span { font-size: 24px; color: #475569; }
  .bar { position: absolute; right: 0; top: 0; bottom: 0; width: 18px; background: #c2410c; }
</style></head><body>
  <div class="bar"></div>
  <span class="tag">Free SEO audit</span>
  <h1>SEO Services in Pakistan That Bring You Real Customers</h1>
  <p>Audits, on-page, off-page, local and e-commerce SEO for Pakistani businesses</p>
  <div class="stats">
    <div class="stat"><b>300%</b><span>Average traffic increase</span></div>
    <div class="stat"><b>500+</b><span>Happy clients</span></div>
    <div class="stat"><b>5.0</b><span>Client rating</span></div>
  </div>
</body></html>`;

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: output, type: 'png' });
await browser.close();
console.log(`wrote ${output}`);
