import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { GENERATOR_TOOL_PATHS, type GeneratorTool } from '@aigc/domain';
import {
  loginDialogOpened,
  selectIsLogin,
  useAppDispatch,
  useAppSelector,
  useGetFeedInfiniteQuery,
} from '@aigc/store';
import { Button, EmptyState, Image } from '@aigc/ui';
import { useToolFlags } from '../hooks/useToolFlags';
import type { ToolFlags } from '../hooks/useToolFlags';

/** Number of community works shown above the visitor's sign-in prompt. */
const SHOWCASE_COUNT = 6;

/** Whether the config leaves `tool` on (docs/product.md §3 config flags). */
export function toolEnabled(tool: GeneratorTool, flags: ToolFlags): boolean {
  switch (tool) {
    case 'img2img':
    case 'cartoonFigurine':
    case 'dreamJob':
      return flags.img2img;
    case 'video':
      return flags.video;
    case 'imageTo3D':
      return flags.imageTo3D;
    default:
      return true;
  }
}

function SignInPrompt() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { data, isLoading } = useGetFeedInfiniteQuery({ sort: 'hot' });
  const showcase = (data?.pages[0]?.dataList ?? []).slice(0, SHOWCASE_COUNT);
  return (
    <div className="gen-page--visitor">
      {/* The strip's box (10rem) is there while the works load, so the prompt below does not move (CLS). */}
      {isLoading || showcase.length > 0 ? (
        <div className="gen-showcase" aria-hidden="true">
          {showcase.map((post) => (
            <div
              key={post.contentId}
              className="gen-showcase__item"
              style={{ aspectRatio: `${post.posterImage.width} / ${post.posterImage.height}` }}
            >
              <Image
                src={post.posterImage.imageResize200Url || post.posterImage.imageResize512Url}
                alt=""
                width={post.posterImage.width}
                height={post.posterImage.height}
              />
            </div>
          ))}
        </div>
      ) : null}
      <EmptyState
        title={<Trans>Sign in to generate images</Trans>}
        description={
          <Trans>
            Describe a design in words and the generator draws it. New accounts get 5 want-tickets.
          </Trans>
        }
        action={
          <Button
            variant="primary"
            onClick={() => dispatch(loginDialogOpened({ redirect: location.pathname + location.search }))}
          >
            <Trans>Sign in or sign up</Trans>
          </Button>
        }
      />
    </div>
  );
}

function ToolNav({ flags }: { flags: ToolFlags }) {
  const { t } = useLingui();
  const labels: Record<GeneratorTool, string> = {
    image: t`Text to image`,
    img2img: t`Image to image`,
    inpainting: t`Inpainting`,
    hd: t`HD upscale`,
    video: t`Image to video`,
    imageTo3D: t`Image to 3D`,
    cartoonFigurine: t`Cartoon figurine`,
    dreamJob: t`Dream job`,
  };
  const tools = (Object.keys(GENERATOR_TOOL_PATHS) as GeneratorTool[]).filter((tool) => toolEnabled(tool, flags));
  return (
    <nav className="gen-nav" aria-label={t`Generator tools`}>
      {tools.map((tool) => (
        <NavLink key={tool} to={GENERATOR_TOOL_PATHS[tool]} className="gen-nav__link">
          {labels[tool]}
        </NavLink>
      ))}
    </nav>
  );
}

export interface GeneratorShellProps {
  /** The tool on screen (its nav entry is current; when the config turns it off, a notice replaces it). */
  tool: GeneratorTool;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every generator page (docs/product.md §2 'Generator'): the title, the
 * tool navigation (tools the config turns off are hidden, docs/product.md §3) and the
 * tool. A visitor sees a sign-in prompt over a strip of community works
 * instead of the tool.
 */
export function GeneratorShell({ tool, title, description, children }: GeneratorShellProps) {
  const isLogin = useAppSelector(selectIsLogin);
  const flags = useToolFlags();
  const enabled = toolEnabled(tool, flags);
  return (
    <div className="gen-page">
      <header className="gen-page__header">
        <h1 className="gen-page__title">{title}</h1>
        <p className="gen-muted">{description}</p>
      </header>
      <ToolNav flags={flags} />
      {!isLogin ? (
        <SignInPrompt />
      ) : enabled ? (
        children
      ) : (
        <EmptyState
          title={<Trans>This tool is not available right now</Trans>}
          description={<Trans>Try one of the other tools above.</Trans>}
        />
      )}
    </div>
  );
}
