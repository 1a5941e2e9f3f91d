import './styles/index.css';

export { AddressChip } from './address-chip/address-chip';
export type { AddressChipProps } from './address-chip/address-chip';
export { AmountField } from './amount-field/amount-field';
export type { AmountFieldProps } from './amount-field/amount-field';
export { AppShell, SIDEBAR_MEDIA_QUERY, useAppShell } from './app-shell/app-shell';
export type { AppShellProps } from './app-shell/app-shell';
export { Header } from './app-shell/header';
export type { HeaderProps } from './app-shell/header';
export { Sidebar } from './app-shell/sidebar';
export type { SidebarItem, SidebarProps, SidebarSection } from './app-shell/sidebar';
export { Avatar } from './avatar/avatar';
export type { AvatarProps, AvatarSize } from './avatar/avatar';
export { failedAvatarSources } from './avatar/avatar-helpers';
export { Breadcrumb, defaultRenderLink } from './breadcrumb/breadcrumb';
export type {
  BreadcrumbItem,
  BreadcrumbProps,
  RenderLink,
  RenderLinkProps,
} from './breadcrumb/breadcrumb';
export { Button } from './button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Card } from './card/card';
export type { CardProps } from './card/card';
export { CardPage, cardPageStyles } from './card-page/card-page';
export type { CardPageProps } from './card-page/card-page';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { CodeForm } from './code-form/code-form';
export type { CodeFormProps } from './code-form/code-form';
export { ConfirmDialog } from './confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { ContactRow } from './contact-row/contact-row';
export type { ContactRowProps } from './contact-row/contact-row';
export { CopyButton } from './copy-button/copy-button';
export type { CopyButtonProps } from './copy-button/copy-button';
export { useCopy } from './copy-button/use-copy';
export type { CopyState } from './copy-button/use-copy';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { ErrorPage, NotFound } from './error-page/error-page';
export type { ErrorPageProps, NotFoundProps } from './error-page/error-page';
export { FormField, useFormFieldControl } from './form-field/form-field';
export type { FormFieldControlProps, FormFieldProps } from './form-field/form-field';
export { IconButton } from './icon-button/icon-button';
export type { IconButtonProps } from './icon-button/icon-button';
export { ImageCropper } from './image-cropper/image-cropper';
export type { ImageCropperProps } from './image-cropper/image-cropper';
export {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from './menu/menu';
export type { MenuContentProps, MenuItemProps } from './menu/menu';
export { Modal, ModalClose } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { NotificationGroup, NotificationItem } from './notification-item/notification-item';
export type {
  NotificationGroupProps,
  NotificationItemProps,
} from './notification-item/notification-item';
export { OtpInput } from './otp-input/otp-input';
export type { OtpInputProps } from './otp-input/otp-input';
export { LoadMoreList, Pagination } from './pagination/pagination';
export type { LoadMoreListProps, PaginationProps } from './pagination/pagination';
export { paginationRange } from './pagination/pagination-range';
export type { PageSlot } from './pagination/pagination-range';
export { PasswordField } from './password-field/password-field';
export type { PasswordFieldProps } from './password-field/password-field';
export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from './popover/popover';
export type { PopoverContentProps } from './popover/popover';
export { QrCard } from './qr-card/qr-card';
export { saveBlob } from './qr-card/download-svg-as-png';
export type { QrCardProps } from './qr-card/qr-card';
export { useRunOnce } from './run-once/use-run-once';
export { useCountdown } from './countdown/use-countdown';
export { SeedPhraseConfirm } from './seed-phrase/seed-phrase-confirm';
export type { SeedPhraseConfirmProps } from './seed-phrase/seed-phrase-confirm';
export { SeedPhraseGrid } from './seed-phrase/seed-phrase-grid';
export type { SeedPhraseGridProps } from './seed-phrase/seed-phrase-grid';
export { Select } from './select/select';
export type { SelectOption, SelectProps } from './select/select';
export { formatCountdown } from './session-expiry-dialog/format-countdown';
export { SessionExpiryDialog } from './session-expiry-dialog/session-expiry-dialog';
export type { SessionExpiryDialogProps } from './session-expiry-dialog/session-expiry-dialog';
export { SessionWatch } from './session-expiry-dialog/session-watch';
export type { SessionWatchProps } from './session-expiry-dialog/session-watch';
export { useInactivitySession } from './session-expiry-dialog/use-inactivity-session';
export type { InactivityDeps } from './session-expiry-dialog/use-inactivity-session';
export { Skeleton, SkeletonText } from './skeleton/skeleton';
export type { SkeletonProps, SkeletonTextProps } from './skeleton/skeleton';
export { FullScreenLoader, Spinner } from './spinner/spinner';
export type { FullScreenLoaderProps, SpinnerProps, SpinnerSize } from './spinner/spinner';
export { DEFAULT_STATUS_LABELS, StatusBadge } from './status-badge/status-badge';
export type { StatusBadgeProps, StatusBadgeStatus } from './status-badge/status-badge';
export { StoreBadges } from './store-badges/store-badges';
export type { StoreBadgesProps } from './store-badges/store-badges';
export { Switch } from './switch/switch';
export type { SwitchProps } from './switch/switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs/tabs';
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './tabs/tabs';
export { TextArea } from './text-area/text-area';
export type { TextAreaProps } from './text-area/text-area';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { Toaster, toast } from './toaster/toaster';
export type { ToasterProps } from './toaster/toaster';
export { TokenIcon } from './token-icon/token-icon';
export type { TokenIconProps, TokenIconSize } from './token-icon/token-icon';
export { TokenRow } from './token-row/token-row';
export type { TokenRowProps } from './token-row/token-row';
export { Tooltip } from './tooltip/tooltip';
export type { TooltipProps } from './tooltip/tooltip';
export { TransactionRow } from './transaction-row/transaction-row';
export type { TransactionKind, TransactionRowProps } from './transaction-row/transaction-row';
export { ValidatorCard } from './validator-card/validator-card';
export type { ValidatorCardProps } from './validator-card/validator-card';
export { RECAPTCHA_SCRIPT_URL, recaptchaFields } from './recaptcha/recaptcha';
export type { RecaptchaFields } from './recaptcha/recaptcha';
export { useRecaptcha } from './recaptcha/use-recaptcha';
export type { Recaptcha } from './recaptcha/use-recaptcha';
