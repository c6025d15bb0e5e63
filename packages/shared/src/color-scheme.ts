/**
 * The colour scheme before the first paint. Server-drawn pages arrive without Mantine's `data-mantine-color-scheme`
 * (the server cannot know it), so a reader in dark mode saw the light page flash before hydration. This script,
 * inlined at the top of index.html by the web build, sets it from the stored choice or the system's; the API allows
 * exactly this script by its hash in the Content-Security-Policy (no 'unsafe-inline').
 */

/** Where Mantine's colour scheme manager keeps the reader's choice ('light', 'dark' or 'auto'). */
export const COLOR_SCHEME_STORAGE_KEY = 'noticeboard-color-scheme';

export const COLOR_SCHEME_BOOT_SCRIPT =
  `try{var s=localStorage.getItem('${COLOR_SCHEME_STORAGE_KEY}');` +
  "if(s!=='light'&&s!=='dark')s=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "document.documentElement.setAttribute('data-mantine-color-scheme',s)}catch(e){}";
