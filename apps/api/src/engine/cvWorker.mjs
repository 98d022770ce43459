// OpenCV (WebAssembly) operations of the offline engine, run in a worker
// thread so that a Canny pass, a Telea inpainting or a bilateral filter does
// not block the API's event loop. Plain JavaScript: a worker thread does not
// get the TypeScript loader of the main thread. Protocol: the parent posts
// { id, op, raw: { data, width, height, channels }, mask? } and receives
// { id, raw } or { id, error }. See imageOps.ts for what each op does.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
let ready = null;

function opencv() {
  if (!ready) {
    const mod = require('@techstark/opencv-js');
    ready = (async () => {
      if (typeof mod.then === 'function') return await mod;
      if (mod.Mat) return mod;
      await new Promise((resolve) => {
        mod.onRuntimeInitialized = resolve;
      });
      return mod;
    })();
  }
  return ready;
}

function toMat(cv, raw) {
  const type = raw.channels === 1 ? cv.CV_8UC1 : raw.channels === 3 ? cv.CV_8UC3 : cv.CV_8UC4;
  const mat = new cv.Mat(raw.height, raw.width, type);
  mat.data.set(raw.data);
  return mat;
}

function fromMat(mat) {
  return {
    data: new Uint8Array(mat.data),
    width: mat.cols,
    height: mat.rows,
    channels: mat.channels(),
  };
}

const ops = {
  canny(cv, keep, { raw }) {
    const src = keep(toMat(cv, raw));
    const gray = keep(new cv.Mat());
    cv.cvtColor(src, gray, cv.COLOR_RGB2GRAY);
    const blurred = keep(new cv.Mat());
    cv.GaussianBlur(gray, blurred, new cv.Size(5, 5), 0);
    const edges = keep(new cv.Mat());
    cv.Canny(blurred, edges, 50, 150);
    return fromMat(edges);
  },
  inpaint(cv, keep, { raw, mask }) {
    const src = keep(toMat(cv, raw));
    const maskMat = keep(toMat(cv, mask));
    const grown = keep(new cv.Mat());
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(7, 7)));
    cv.dilate(maskMat, grown, kernel);
    const dst = keep(new cv.Mat());
    cv.inpaint(src, grown, dst, 5, cv.INPAINT_TELEA);
    return fromMat(dst);
  },
  cartoon(cv, keep, { raw, edgeBlock }) {
    const src = keep(toMat(cv, raw));
    const a = keep(new cv.Mat());
    const b = keep(new cv.Mat());
    cv.bilateralFilter(src, a, 9, 75, 75, cv.BORDER_DEFAULT);
    cv.bilateralFilter(a, b, 9, 75, 75, cv.BORDER_DEFAULT);
    const gray = keep(new cv.Mat());
    cv.cvtColor(src, gray, cv.COLOR_RGB2GRAY);
    const med = keep(new cv.Mat());
    cv.medianBlur(gray, med, 7);
    const edges = keep(new cv.Mat());
    cv.adaptiveThreshold(
      med,
      edges,
      255,
      cv.ADAPTIVE_THRESH_MEAN_C,
      cv.THRESH_BINARY,
      edgeBlock,
      2,
    );
    const edges3 = keep(new cv.Mat());
    cv.cvtColor(edges, edges3, cv.COLOR_GRAY2RGB);
    const out = keep(new cv.Mat());
    cv.bitwise_and(b, edges3, out);
    return fromMat(out);
  },
};

parentPort?.on('message', async (message) => {
  const mats = [];
  try {
    const cv = await opencv();
    const op = ops[message.op];
    if (!op) throw new Error(`unknown op ${message.op}`);
    const raw = op(
      cv,
      (m) => {
        mats.push(m);
        return m;
      },
      message,
    );
    parentPort?.postMessage({ id: message.id, raw }, [raw.data.buffer]);
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    for (const m of mats) m.delete();
  }
});
