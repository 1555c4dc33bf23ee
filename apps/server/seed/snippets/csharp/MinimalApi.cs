// An ASP.NET Core minimal API for a todo list: dotnet new web, then replace Program.cs with this.
using System.Collections.Concurrent;

var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

var todos = new ConcurrentDictionary<int, Todo>();
var nextId = 0;

app.MapGet("/todos", () => todos.Values.OrderBy(t => t.Id));

app.MapGet("/todos/{id:int}", (int id) =>
    todos.TryGetValue(id, out var todo) ? Results.Ok(todo) : Results.NotFound());

app.MapPost("/todos", (NewTodo input) =>
{
    if (string.IsNullOrWhiteSpace(input.Title))
        return Results.ValidationProblem(new Dictionary<string, string[]> { ["title"] = ["Title is required."] });
    var todo = new Todo(Interlocked.Increment(ref nextId), input.Title.Trim(), false);
    todos[todo.Id] = todo;
    return Results.Created($"/todos/{todo.Id}", todo);
});

app.MapDelete("/todos/{id:int}", (int id) => todos.TryRemove(id, out _) ? Results.NoContent() : Results.NotFound());

app.Run();

public record NewTodo(string Title);
public record Todo(int Id, string Title, bool Done);
