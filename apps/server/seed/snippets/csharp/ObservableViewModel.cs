using System.Collections.Generic;
using System.ComponentModel;
using System.Runtime.CompilerServices;

/// <summary>
/// A base class for MVVM view models (WPF, WinUI, MAUI, Avalonia): SetField updates a backing
/// field and raises PropertyChanged only when the value really changed.
/// </summary>
public abstract class ObservableObject : INotifyPropertyChanged
{
    public event PropertyChangedEventHandler? PropertyChanged;

    protected void OnPropertyChanged([CallerMemberName] string? propertyName = null) =>
        PropertyChanged?.Invoke(this, new PropertyChangedEventArgs(propertyName));

    protected bool SetField<T>(ref T field, T value, [CallerMemberName] string? propertyName = null)
    {
        if (EqualityComparer<T>.Default.Equals(field, value)) return false;
        field = value;
        OnPropertyChanged(propertyName);
        return true;
    }
}

public sealed class LoginViewModel : ObservableObject
{
    private string _email = "";

    public string Email
    {
        get => _email;
        set
        {
            if (SetField(ref _email, value)) OnPropertyChanged(nameof(CanSubmit));
        }
    }

    public bool CanSubmit => Email.Contains('@');
}
