/**
 * @aigc/ui: the design system (docs/style.md "Look and feel"). Import components
 * from here and `@aigc/ui/styles.css` once at the app root.
 */
export { Button, IconButton } from './Button';
export type { ButtonProps, IconButtonProps } from './Button';
export { Dialog, ConfirmDialog } from './Dialog';
export type { DialogProps, ConfirmDialogProps } from './Dialog';
export { Toast, ToastViewport } from './Toast';
export type { ToastProps, ToastViewportProps, ToastData, ToastKind } from './Toast';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './Tabs';
export { Image } from './Image';
export { LocalTime } from './LocalTime';
export type { LocalTimeProps } from './LocalTime';
export { ServerRenderContext, setHydrating, useHydrated, useServerDrawn } from './serverRender';
export type { ServerRenderHints } from './serverRender';
export type { ImageProps, ImageStatus } from './Image';
export { FeedCard } from './FeedCard';
export type { FeedCardProps, FeedCardLinkProps } from './FeedCard';
export { SendCodeButton } from './SendCodeButton';
export type { SendCodeButtonProps } from './SendCodeButton';
export { TextField, TextArea } from './TextField';
export type { TextFieldProps, TextAreaProps } from './TextField';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { scrollIntoViewGently } from './scroll';
export { writeClipboardText } from './clipboard';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { Badge } from './Badge';
export { PreviewBadge } from './PreviewBadge';
export { CreatorTierBadge, type CreatorTierBadgeProps } from './CreatorTierBadge';
export type { BadgeProps } from './Badge';
export { Skeleton } from './Skeleton';
export { LoadMore, nearBottom, useLoadMore } from './LoadMore';
export type { LoadMoreProps } from './LoadMore';
export type { SkeletonProps } from './Skeleton';
export { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuLabel, DropdownMenuSub } from './DropdownMenu';
export type { DropdownMenuProps, DropdownMenuSubProps } from './DropdownMenu';
export { Popover } from './Popover';
export { HeartIcon } from './HeartIcon';
export { InfoIcon, TicketIcon, RocketIcon, BriefcaseIcon, PaletteIcon, CubeIcon, FigurineIcon, BrushIcon } from './icons';
export type { PopoverProps } from './Popover';
export { CheckIcon } from './icons';
export { ChevronIcon } from './navIcons';
// The QR code (and its encoder) is a separate entry, '@aigc/ui/qr-code', so it loads only where shown.
export {
  installViewport,
  isMobileUserAgent,
  layoutModeFor,
  pageMinFor,
  rootFontFor,
  rootStyleFor,
  serverLayoutFor,
  useIsMobileAgent,
  useLayoutMode,
  usePageKind,
} from './layout/viewport';
export type { LayoutMode, PageKind } from './layout/viewport';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { VisuallyHidden } from './VisuallyHidden';
export { ImageViewer } from './ImageViewer';
export { TAP_SLOP_PX, SWIPE_PX } from './viewer/useViewerGestures';
export type { ImageViewerProps, ViewerImage } from './ImageViewer';
export { composeDocumentTitle, useDocumentTitle, useRouteDocumentTitle } from './useDocumentTitle';
export { useOpenedOnce } from './useOpenedOnce';
