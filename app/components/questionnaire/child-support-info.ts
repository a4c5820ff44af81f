// Each state's child support calculator information, shown by the child-support-calculator element. The
// admin page that edits it (administration-platform.md §2.9) belongs to another issue; until then the states
// with a sample workflow are listed here.
export const CHILD_SUPPORT_INFO: Record<string, { description: string; website: string; hyperlink: string }> = {
  Utah: {
    description:
      'Utah sets child support from both parents’ gross monthly incomes, the number of children and the overnights each parent has. The Office of Recovery Services calculator gives the figure the court expects on the worksheet.',
    website: 'Utah Office of Recovery Services',
    hyperlink: 'https://orscsc.utah.gov/',
  },
};
