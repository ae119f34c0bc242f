export { FramePage, type FramePageProps } from './FramePage';
