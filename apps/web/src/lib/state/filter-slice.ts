import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FilterState {
  selectedTags: string[];
  selectedSizes: string[];
  selectedColors: string[];
  selectedRatings: number[];
  selectedPotTypes: string[];
  selectedPlantTypes: string[];
  selectedCategories: string[];
}
const initialState: FilterState = {
  selectedTags: [],
  selectedSizes: [],
  selectedColors: [],
  selectedRatings: [],
  selectedPotTypes: [],
  selectedPlantTypes: [],
  selectedCategories: [],
};

type ListKey = Exclude<keyof FilterState, 'selectedRatings'>;

export const filterSlice = createSlice({
  name: 'filter',
  initialState,
  reducers: {
    toggleFilterValue(state, action: PayloadAction<{ key: ListKey; value: string }>) {
      const list = state[action.payload.key];
      const at = list.indexOf(action.payload.value);
      if (at >= 0) list.splice(at, 1);
      else list.push(action.payload.value);
    },
    setSelectedRatings(state, action: PayloadAction<number[]>) {
      state.selectedRatings = action.payload;
    },
    resetFilters: () => initialState,
  },
});
export const { toggleFilterValue, setSelectedRatings, resetFilters } = filterSlice.actions;
