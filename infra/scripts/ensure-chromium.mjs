// The browser tests drive Debian's Chromium (never a downloaded browser build), with CJK fonts so Korean
// renders in screenshots. Installs both when missing; needs root, as on the project's machines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const installed = (pkg) => {
  try {
    return execSync(`dpkg-query -W -f='\${Status}' ${pkg}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .includes('install ok installed');
  } catch {
    return false;
  }
};

const missing = ['chromium', 'fonts-noto-cjk'].filter((pkg) => !installed(pkg));
if (missing.length > 0) {
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing after the install.`);
  process.exit(1);
}
