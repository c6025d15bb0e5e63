/** Renders the community demo pictures into images/: `npx tsx apps/api/src/modules/community/demo/build-demo-images.ts`. */
import { demoPictureSources } from './community.seed';
import { loadDemoContent } from './demo-content';
import { DEMO_IMAGES_DIR, writePictures } from './prerendered-images';

const sources = demoPictureSources(await loadDemoContent());
await writePictures(sources.map(({ post, svg }) => ({ postId: post.id, svg })));
console.info(`Wrote ${sources.length} pictures to ${DEMO_IMAGES_DIR}`);
