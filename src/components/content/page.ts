// The content renderer as a content route loads it (src/app/content-pages.tsx): the page with its styles. A module of
// its own rather than the folder's index, which chain pricing imports statically: a dynamic import of that shared
// module made every content route fetch the chain tools' file too.
import './styles';

export { ContentPage } from './ContentPage';
