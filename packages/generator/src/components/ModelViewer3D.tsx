import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACESFilmicToneMapping,
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { Spinner } from '@aigc/ui';

/** Load state of the viewer; exposed as `data-state` on its figure. */
export type ViewerState = 'loading' | 'ready' | 'failed' | 'unsupported';

export interface ModelViewer3DProps {
  /** URL of a binary glTF (GLB). */
  src: string;
  /** Accessible name of the preview. */
  label: string;
}

/**
 * An interactive preview of a GLB (three.js: GLTFLoader + OrbitControls):
 * drag to orbit, wheel to zoom. The model is centred and framed; the canvas
 * follows its container's width (4:3) and renders only when the view changes.
 * Shows a message when the browser has no WebGL or the file cannot be read.
 * This module is loaded on demand (three.js stays out of the entry chunk).
 */
export default function ModelViewer3D({ src, label }: ModelViewer3DProps) {
  const { t } = useLingui();
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>('loading');

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
    } catch {
      setState('unsupported');
      return;
    }
    setState('loading');
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.toneMapping = ACESFilmicToneMapping;
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    renderer.domElement.setAttribute('role', 'img');
    renderer.domElement.setAttribute('aria-label', label);
    host.appendChild(renderer.domElement);

    const scene = new Scene();
    scene.background = new Color(0xf2f2f0);
    scene.add(new HemisphereLight(0xffffff, 0x8a8a83, 1.6));
    const key = new DirectionalLight(0xffffff, 2.2);
    key.position.set(2, 3, 4);
    scene.add(key);
    const camera = new PerspectiveCamera(40, 4 / 3, 0.01, 1000);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = false;

    const render = () => renderer.render(scene, camera);
    controls.addEventListener('change', render);

    const resize = () => {
      const width = host.clientWidth || 480;
      const height = Math.round((width * 3) / 4);
      renderer.setSize(width, height);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      render();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(host);
    resize();

    let disposed = false;
    new GLTFLoader().load(
      src,
      (gltf) => {
        if (disposed) return;
        const box = new Box3().setFromObject(gltf.scene);
        const size = box.getSize(new Vector3());
        const centre = box.getCenter(new Vector3());
        gltf.scene.position.sub(centre);
        scene.add(gltf.scene);
        const radius = Math.max(size.x, size.y, size.z) || 1;
        camera.position.set(radius * 0.45, radius * 0.3, radius * 1.7);
        camera.near = radius / 100;
        camera.far = radius * 100;
        camera.updateProjectionMatrix();
        controls.target.set(0, 0, 0);
        controls.update();
        render();
        setState('ready');
      },
      undefined,
      () => {
        if (!disposed) setState('failed');
      },
    );

    return () => {
      disposed = true;
      observer.disconnect();
      controls.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [src, label]);

  return (
    <figure className="gen-viewer" data-state={state} aria-busy={state === 'loading'}>
      <div ref={hostRef} className="gen-viewer__canvas" />
      {state === 'loading' ? (
        <div className="gen-viewer__overlay">
          <Spinner label={t`Loading the 3D model`} />
        </div>
      ) : null}
      {state === 'failed' || state === 'unsupported' ? (
        <div className="gen-viewer__overlay" role="alert">
          {state === 'failed' ? (
            <Trans>The 3D model could not be loaded. You can still download it.</Trans>
          ) : (
            <Trans>This browser cannot show 3D previews. You can still download the model.</Trans>
          )}
        </div>
      ) : null}
      {state === 'ready' ? (
        <figcaption className="gen-small gen-muted">
          <Trans>Drag to turn the model, scroll to zoom.</Trans>
        </figcaption>
      ) : null}
    </figure>
  );
}
