import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { record, renderWithProviders } from '@aigc/store/testing';
import type { GenerationRecord } from '@aigc/api-client';
import { ResultMedia } from './ResultMedia';

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

const model: GenerationRecord = {
  ...record('m1', ['p1'], 'a fox tag'),
  kind: 'img2model3d',
  model3d: { glbUrl: '/aigc/files/m1.glb', stlUrl: '/aigc/files/m1.stl', voxelResolution: 64, sizeMm: [40, 30.4, 3], triangles: 12288 },
};

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => setWidth(1440));

describe('ResultMedia', () => {
  it('shows images with a download link and the follow-up tools for each', () => {
    renderWithProviders(<ResultMedia record={record('r1', ['a', 'b'])} followUps={['inpainting', 'hd']} />, { wrapper: Router });
    expect(screen.getByRole('img', { name: 'Result 2 for “a fox pendant”' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download image 1' });
    expect(download).toHaveAttribute('href', '/aigc/files/a.png');
    expect(download).toHaveAttribute('download', 'image-a.png');
    expect(screen.getAllByRole('link', { name: 'Edit' })[0]).toHaveAttribute('href', '/generator/inpainting?imageId=a');
    expect(screen.getAllByRole('link', { name: 'HD' })[1]).toHaveAttribute('href', '/generator/hd?imageId=b');
  });

  it('plays a video result with controls and offers its download', () => {
    const video: GenerationRecord = {
      ...record('v1', ['poster'], 'a spinning ring'),
      kind: 'img2video',
      video: { uniqueVideoId: 'v1', url: '/aigc/files/v1.mp4', posterUrl: '/aigc/files/v1.jpg', durationMs: 4000, width: 640, height: 480 },
    };
    const { container } = renderWithProviders(<ResultMedia record={video} />, { wrapper: Router });
    const player = container.querySelector('video')!;
    expect(player).toHaveAttribute('src', '/aigc/files/v1.mp4');
    expect(player).toHaveAttribute('controls');
    expect(screen.getByRole('link', { name: 'Download video' })).toHaveAttribute('download', 'video-v1.mp4');
  });

  it('gives a 3D result its GLB and STL downloads and size', () => {
    setWidth(800);
    renderWithProviders(<ResultMedia record={model} />, { wrapper: Router });
    expect(screen.getByRole('link', { name: 'Download GLB' })).toHaveAttribute('href', '/aigc/files/m1.glb');
    expect(screen.getByRole('link', { name: 'Download STL for printing' })).toHaveAttribute('href', '/aigc/files/m1.stl');
    expect(screen.getByText('40 × 30 × 3 mm · 12,288 triangles')).toBeInTheDocument();
  });

  it("says '3D preview not supported on mobile' on a narrow screen (docs/product.md §8)", () => {
    setWidth(800);
    renderWithProviders(<ResultMedia record={model} />, { wrapper: Router });
    expect(screen.getByRole('status')).toHaveTextContent('3D preview not supported on mobile');
  });

  it('loads the 3D viewer on desktop and reports a browser without WebGL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ResultMedia record={model} />, { wrapper: Router });
    expect(await screen.findByText('This browser cannot show 3D previews. You can still download the model.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('3D preview not supported on mobile')).not.toBeInTheDocument();
  });
});
